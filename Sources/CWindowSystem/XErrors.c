// Xlib's default error handler prints six lines and exits the process; SDL's safety net passes
// errors on to it. A window destroyed by another program (`xdotool windowclose`) made the
// playground end that way. This handler keeps the first error's text for the window to report
// in one line as it quits (`fluid_window_system_x_error`). In C because Xlib calls it with its
// own structures, from inside Xlib.
#define _GNU_SOURCE
#include "CWindowSystem.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

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

static void (*connection_lost_last_words)(void) = NULL;

// Xlib calls this when the connection breaks and exits if it returns (XSetIOErrorHandler(3)).
// The recording, if any, is on disk up to its last event: it is written as it goes.
static int report_lost_connection(Display *display) {
    if (connection_lost_last_words != NULL) connection_lost_last_words();
    const char *program = "playground";
#if defined(__GLIBC__)
    if (program_invocation_short_name != NULL && program_invocation_short_name[0] != '\0') program = program_invocation_short_name;
#endif
    const char *name = display != NULL ? DisplayString(display) : "";
    fprintf(stderr, "%s: error: the window was lost: the connection to the X server %s broke (the server quit, or another program such as xkill closed the connection)\n",
            program, name != NULL ? name : "");
    fflush(stderr);
    exit(1);
}

void fluid_window_system_catch_x_errors(void (*last_words)(void)) {
    connection_lost_last_words = last_words;
    XSetErrorHandler(keep_first_error);
    XSetIOErrorHandler(report_lost_connection);
}

const char *fluid_window_system_x_error(void) { return error_seen ? first_error : NULL; }

#else

void fluid_window_system_catch_x_errors(void (*last_words)(void)) { (void)last_words; }

const char *fluid_window_system_x_error(void) { return NULL; }

#endif
