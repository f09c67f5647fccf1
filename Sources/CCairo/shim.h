#include <cairo.h>
#include <cairo-ft.h>
#include <cairo-svg.h>
