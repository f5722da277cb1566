/* An attacker for the side-file race tests (tests/e2e/side_file_race.sh): watches FOLDER with
 * inotify and, each time a file whose name starts with PREFIX is created or closed there,
 * replaces it with a symbolic link to VICTIM (unlink + symlink), as an unprivileged process in a
 * folder writable by all could. Bounded: it stops after SECONDS or when FOLDER/STOP appears.
 *   link_racer FOLDER PREFIX VICTIM SECONDS
 * Prints the number of swaps it made. */
#define _GNU_SOURCE
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/inotify.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char** argv) {
    if (argc != 5) {
        fprintf(stderr, "usage: link_racer FOLDER PREFIX VICTIM SECONDS\n");
        return 2;
    }
    const char* folder = argv[1];
    const char* prefix = argv[2];
    const char* victim = argv[3];
    const double seconds = atof(argv[4]);
    int in = inotify_init1(IN_CLOEXEC);
    if (in < 0 || inotify_add_watch(in, folder, IN_CREATE | IN_CLOSE_WRITE) < 0) {
        perror("link_racer: inotify");
        return 2;
    }
    struct timespec start, now;
    clock_gettime(CLOCK_MONOTONIC, &start);
    long swaps = 0;
    char buffer[65536] __attribute__((aligned(__alignof__(struct inotify_event))));
    printf("ready\n");
    fflush(stdout);
    for (;;) {
        clock_gettime(CLOCK_MONOTONIC, &now);
        if ((double)(now.tv_sec - start.tv_sec) + (now.tv_nsec - start.tv_nsec) / 1e9 > seconds) {
            break;
        }
        struct pollfd p = {in, POLLIN, 0};
        if (poll(&p, 1, 50) <= 0) {
            continue;
        }
        ssize_t n = read(in, buffer, sizeof buffer);
        int stop = 0;
        for (char* at = buffer; n > 0 && at < buffer + n;) {
            const struct inotify_event* event = (const struct inotify_event*)at;
            at += sizeof *event + event->len;
            if (event->len == 0) {
                continue;
            }
            if (strcmp(event->name, "STOP") == 0) {
                stop = 1;
            }
            if (strncmp(event->name, prefix, strlen(prefix)) != 0) {
                continue;
            }
            char path[4096];
            snprintf(path, sizeof path, "%s/%s", folder, event->name);
            struct stat st;
            if (lstat(path, &st) != 0 || S_ISLNK(st.st_mode)) {
                continue; /* gone, or the racer's own link */
            }
            if (unlink(path) == 0 && symlink(victim, path) == 0) {
                ++swaps;
            }
        }
        if (stop) {
            break;
        }
    }
    printf("%ld swaps\n", swaps);
    return 0;
}
