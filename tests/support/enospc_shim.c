/* LD_PRELOAD shim for the disk-full test: every write to a regular file fails with ENOSPC,
 * as on a full filesystem. Writes to pipes and terminals (muster's output) go through. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

static int is_regular_file(int fd) {
    struct stat st;
    return fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
}

ssize_t write(int fd, const void* buf, size_t count) {
    static ssize_t (*real_write)(int, const void*, size_t) = 0;
    if (!real_write) {
        real_write = (ssize_t(*)(int, const void*, size_t))dlsym(RTLD_NEXT, "write");
    }
    if (is_regular_file(fd)) {
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
    if (is_regular_file(fd)) {
        errno = ENOSPC;
        return -1;
    }
    return real_pwrite(fd, buf, count, offset);
}
