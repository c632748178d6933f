// glibc's gettext (dgettext, dngettext, bindtextdomain), which Swift's Glibc module leaves out.
// It is part of libc itself: nothing more to link.
#include <libintl.h>
