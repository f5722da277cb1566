/* LD_PRELOAD shim for the fault-injection tests. MUSTER_SHIM_FAIL says what fails:
 *   unset or "write": every write to a regular file fails with ENOSPC, as on a full
 *                     filesystem (tests/e2e/enospc.sh); writes to pipes and terminals
 *                     (muster's output) go through;
 *   "fdatasync":      fdatasync and fsync of a regular file fail with EIO;
 *   "fsync-dir":      fsync of a folder fails with EIO (the flush after the rename)
 *                     (tests/e2e/hostile_faults.sh). */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

static int failing(const char* what) {
    const char* mode = getenv("MUSTER_SHIM_FAIL");
    if (mode == 0 || *mode == '\0') {
        mode = "write";
    }
    return strcmp(mode, what) == 0;
}

static int is_regular_file(int fd) {
    struct stat st;
    return fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
}

static int is_folder(int fd) {
    struct stat st;
    return fstat(fd, &st) == 0 && S_ISDIR(st.st_mode);
}

ssize_t write(int fd, const void* buf, size_t count) {
    static ssize_t (*real_write)(int, const void*, size_t) = 0;
    if (!real_write) {
        real_write = (ssize_t(*)(int, const void*, size_t))dlsym(RTLD_NEXT, "write");
    }
    if (failing("write") && is_regular_file(fd)) {
        errno = ENOSPC;
        return -1;
    }
    return real_write(fd, buf, count);
}

ssize_t pwrite(int fd, const void* buf, size_t count, off_t offset) {
    static ssize_t (*real_pwrite)(int, const void*, size_t, off_t) = 0;
    if (!real_pwrite) {
        real_pwrite = (ssize_t(*)(int, const void*, size_t, off_t))dlsym(RTLD_NEXT, "pwrite");
    }
    if (failing("write") && is_regular_file(fd)) {
        errno = ENOSPC;
        return -1;
    }
    return real_pwrite(fd, buf, count, offset);
}

int fdatasync(int fd) {
    static int (*real_fdatasync)(int) = 0;
    if (!real_fdatasync) {
        real_fdatasync = (int (*)(int))dlsym(RTLD_NEXT, "fdatasync");
    }
    if (failing("fdatasync") && is_regular_file(fd)) {
        errno = EIO;
        return -1;
    }
    return real_fdatasync(fd);
}

int fsync(int fd) {
    static int (*real_fsync)(int) = 0;
    if (!real_fsync) {
        real_fsync = (int (*)(int))dlsym(RTLD_NEXT, "fsync");
    }
    if ((failing("fdatasync") && is_regular_file(fd)) || (failing("fsync-dir") && is_folder(fd))) {
        errno = EIO;
        return -1;
    }
    return real_fsync(fd);
}
