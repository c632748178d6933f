// Linked into the test process only: it defines close(2) itself, so every close in the
// process (the app's targets, Foundation, Dispatch, SDL) comes through here. A close that
// fails with EBADF is counted, and the first one's backtrace kept; at exit the process says
// so on standard error and exits with status 1, which fails the run whichever test caused it.
#define _GNU_SOURCE
#include "close_watch.h"
#include <errno.h>
#include <execinfo.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

static atomic_long bad_closes;
static int first_bad_fd = -1;
static void *first_backtrace[48];
static int first_depth;

long close_watch_bad_closes(void) { return atomic_load(&bad_closes); }

int close(int fd) {
    long result = syscall(SYS_close, fd);
    if (result < 0 && errno == EBADF) {
        int saved = errno;
        if (atomic_fetch_add(&bad_closes, 1) == 0) {
            first_bad_fd = fd;
            first_depth = backtrace(first_backtrace, 48);
        }
        errno = saved;
    }
    return (int)result;
}

static void report(void) {
    long n = atomic_load(&bad_closes);
    if (n == 0) return;
    fprintf(stderr, "close-watch: %ld close(2) call(s) failed with EBADF, a descriptor closed twice; the first, of %d, from:\n", n, first_bad_fd);
    fflush(stderr);
    backtrace_symbols_fd(first_backtrace, first_depth, 2);
    _exit(1);
}

__attribute__((constructor)) static void install(void) { atexit(report); }
