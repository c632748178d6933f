// prctl(2), which Swift cannot call itself (it is variadic), for the one use the app has: a
// child that ends with its parent. It is part of libc itself: nothing more to link.
#include <sys/prctl.h>

/// Asks the kernel to send `signal` to the calling process when its parent ends (more exactly:
/// when the thread that started it ends). 0 on success, -1 with errno otherwise.
static inline int sketchpad_set_parent_death_signal(int signal) {
    return prctl(PR_SET_PDEATHSIG, (unsigned long)signal, 0UL, 0UL, 0UL);
}
