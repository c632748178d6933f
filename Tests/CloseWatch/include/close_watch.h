#ifndef CLOSE_WATCH_H
#define CLOSE_WATCH_H

/// How many close(2) calls in this process have failed with EBADF: a descriptor closed twice,
/// or one never opened. The second close of a number can close another thread's file that was
/// just given the same number, so any count above zero is a bug.
long close_watch_bad_closes(void);

#endif
