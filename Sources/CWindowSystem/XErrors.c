// Xlib's default error handler prints six lines and exits the process; SDL's safety net passes
// errors on to it. A window destroyed by another program (`xdotool windowclose`) made the
// playground end that way. This handler keeps the first error's text for the window to report
// in one line as it quits (`fluid_window_system_x_error`). In C because Xlib calls it with its
// own structures, from inside Xlib.
#include "CWindowSystem.h"

#include <stdio.h>

#if __has_include(<X11/Xlib.h>)
#include <X11/Xlib.h>

static char first_error[256];
static volatile int error_seen = 0;

// Xlib forbids protocol requests in an error handler; XGetErrorText reads Xlib's own table.
static int keep_first_error(Display *display, XErrorEvent *error) {
    if (!error_seen) {
        char text[160] = "";
        XGetErrorText(display, error->error_code, text, sizeof text);
        snprintf(first_error, sizeof first_error, "%s (request %d.%d)", text, error->request_code, error->minor_code);
        error_seen = 1;
    }
    return 0;
}

void fluid_window_system_catch_x_errors(void) { XSetErrorHandler(keep_first_error); }

const char *fluid_window_system_x_error(void) { return error_seen ? first_error : NULL; }

#else

void fluid_window_system_catch_x_errors(void) {}

const char *fluid_window_system_x_error(void) { return NULL; }

#endif
