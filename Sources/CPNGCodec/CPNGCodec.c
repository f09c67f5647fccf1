#include "CPNGCodec.h"

#include <inttypes.h>
#include <png.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Every setjmp below sits in a "guarded" function whose only job is libpng work; state that
// must survive a longjmp lives in the caller's frame (or the heap). That keeps us clear of the
// rule that non-volatile locals of the setjmp frame are indeterminate after a longjmp.

typedef struct MessageSink {
    char *text;
    size_t capacity;
} MessageSink;

static void write_message(MessageSink *sink, const char *format, ...) __attribute__((format(printf, 2, 3)));

static void write_message(MessageSink *sink, const char *format, ...) {
    if (sink->capacity == 0) {
        return;
    }
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(sink->text, sink->capacity, format, arguments);
    va_end(arguments);
}

static void on_png_error(png_structp png, png_const_charp text) {
    write_message(png_get_error_ptr(png), "%s", text);
    png_longjmp(png, 1);
}

// Warnings (bad ancillary CRCs, odd ICC profiles, ...) do not stop decoding; libpng's default
// handler would print them to stderr, which a library must not do.
static void on_png_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

// MARK: - Encoding

typedef struct Encoder {
    const uint8_t *pixels;
    uint32_t width;
    uint32_t height;
    size_t bytes_per_row;
    DialPNGPixelFormat format;
    // Reused for every row so that un-premultiplying costs no allocation per row.
    uint8_t *row;
    // reciprocals[a] = ceil(2^32 / a), so (n * reciprocals[a]) >> 32 == n / a for every n < 2^16:
    // the product overshoots n / a by less than 2^-16, while n / a lies at least 1 / a below the
    // next integer. That turns three divisions per translucent pixel into multiplications.
    uint64_t reciprocals[256];
    uint8_t *output;
    size_t output_count;
    size_t output_capacity;
} Encoder;

static void append_output(png_structp png, png_bytep data, size_t length) {
    Encoder *encoder = png_get_io_ptr(png);
    if (length > encoder->output_capacity - encoder->output_count) {
        size_t capacity = encoder->output_capacity;
        while (length > capacity - encoder->output_count) {
            if (capacity > SIZE_MAX / 2) {
                png_error(png, "PNG output exceeds addressable memory");
            }
            capacity *= 2;
        }
        uint8_t *grown = realloc(encoder->output, capacity);
        if (grown == NULL) {
            png_error(png, "out of memory while growing the PNG output buffer");
        }
        encoder->output = grown;
        encoder->output_capacity = capacity;
    }
    memcpy(encoder->output + encoder->output_count, data, length);
    encoder->output_count += length;
}

static void flush_output(png_structp png) {
    (void)png;
}

// (c * 255 + a / 2) / a rounds to nearest; c > a only happens in malformed premultiplied
// data, where the clamp keeps the result a valid byte.
static inline uint8_t unpremultiply(uint32_t channel, uint32_t alpha, uint64_t reciprocal) {
    uint32_t value = (uint32_t)(((uint64_t)(channel * 255 + alpha / 2) * reciprocal) >> 32);
    return value > 255 ? 255 : (uint8_t)value;
}

static void unpremultiply_row(const Encoder *encoder, const uint8_t *source) {
    uint8_t *destination = encoder->row;
    for (uint32_t x = 0; x < encoder->width; x++, source += 4, destination += 4) {
        uint32_t word;
        memcpy(&word, source, 4); // Cairo words are native-endian; memcpy also sidesteps alignment.
        uint32_t alpha = word >> 24;
        uint32_t red = (word >> 16) & 0xff, green = (word >> 8) & 0xff, blue = word & 0xff;
        if (alpha == 255) {
            destination[0] = (uint8_t)red;
            destination[1] = (uint8_t)green;
            destination[2] = (uint8_t)blue;
            destination[3] = 255;
        } else if (alpha == 0) {
            memset(destination, 0, 4);
        } else {
            uint64_t reciprocal = encoder->reciprocals[alpha];
            destination[0] = unpremultiply(red, alpha, reciprocal);
            destination[1] = unpremultiply(green, alpha, reciprocal);
            destination[2] = unpremultiply(blue, alpha, reciprocal);
            destination[3] = (uint8_t)alpha;
        }
    }
}

static DialPNGStatus encode_guarded(png_structp png, png_infop info, Encoder *encoder) {
    if (setjmp(png_jmpbuf(png))) {
        return DialPNGStatusEncodingFailed;
    }
    png_set_user_limits(png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
    png_set_write_fn(png, encoder, append_output, flush_output);
    png_set_IHDR(png, info, encoder->width, encoder->height, 8, PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    // Speed over size: this runs for every rendered frame. Fixed settings and no tIME/tEXt
    // chunks also make the output a pure function of the pixels.
    png_set_compression_level(png, 1);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    png_write_info(png, info);

    const uint8_t *source = encoder->pixels;
    for (uint32_t y = 0; y < encoder->height; y++, source += encoder->bytes_per_row) {
        if (encoder->format == DialPNGPixelFormatPremultipliedARGB32) {
            unpremultiply_row(encoder, source);
            png_write_row(png, encoder->row);
        } else {
            png_write_row(png, source);
        }
    }
    png_write_end(png, NULL);
    return DialPNGStatusOK;
}

DialPNGStatus dial_png_encode(const void *pixels, uint32_t width, uint32_t height,
                              size_t bytes_per_row, DialPNGPixelFormat format,
                              uint8_t **out_bytes, size_t *out_count,
                              char *message, size_t message_capacity) {
    MessageSink sink = {message, message_capacity};
    *out_bytes = NULL;
    *out_count = 0;
    if (width == 0 || height == 0 || (size_t)width * 4 > bytes_per_row) {
        write_message(&sink, "invalid layout: %" PRIu32 "x%" PRIu32 " pixels with %zu bytes per row",
                      width, height, bytes_per_row);
        return DialPNGStatusEncodingFailed;
    }

    Encoder encoder = {
        .pixels = pixels,
        .width = width,
        .height = height,
        .bytes_per_row = bytes_per_row,
        .format = format,
        // A level-1 deflate of a rendered frame is normally well under a quarter of the raw
        // size, so starting there avoids regrowing the buffer.
        .output_capacity = (size_t)width * height + 1024,
    };
    encoder.output = malloc(encoder.output_capacity);
    if (format == DialPNGPixelFormatPremultipliedARGB32) {
        encoder.row = malloc((size_t)width * 4);
        for (uint32_t alpha = 1; alpha < 256; alpha++) {
            encoder.reciprocals[alpha] = ((UINT64_C(1) << 32) + alpha - 1) / alpha;
        }
    }

    DialPNGStatus status = DialPNGStatusEncodingFailed;
    if (encoder.output == NULL || (format == DialPNGPixelFormatPremultipliedARGB32 && encoder.row == NULL)) {
        write_message(&sink, "out of memory for a %" PRIu32 "x%" PRIu32 " image", width, height);
    } else {
        png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink, on_png_error, on_png_warning);
        png_infop info = png != NULL ? png_create_info_struct(png) : NULL;
        if (info == NULL) {
            write_message(&sink, "libpng could not create its write structures");
        } else {
            status = encode_guarded(png, info, &encoder);
        }
        png_destroy_write_struct(&png, &info);
    }

    if (status == DialPNGStatusOK) {
        *out_bytes = encoder.output;
        *out_count = encoder.output_count;
    } else {
        free(encoder.output);
    }
    free(encoder.row);
    return status;
}

void dial_png_free(void *bytes) {
    free(bytes);
}

// MARK: - Decoding

typedef struct Decoder {
    const uint8_t *input;
    size_t count;
    size_t offset;
} Decoder;

static void read_input(png_structp png, png_bytep data, size_t length) {
    Decoder *decoder = png_get_io_ptr(png);
    size_t remaining = decoder->count - decoder->offset;
    if (length > remaining) {
        char text[128];
        snprintf(text, sizeof text, "truncated: needed %zu bytes at offset %zu, only %zu left",
                 length, decoder->offset, remaining);
        png_error(png, text);
    }
    memcpy(data, decoder->input + decoder->offset, length);
    decoder->offset += length;
}

static DialPNGStatus check_signature(const uint8_t *bytes, size_t count, MessageSink *sink) {
    if (bytes == NULL || count < 8) {
        write_message(sink, "%zu bytes are too few for the 8-byte PNG signature", count);
        return DialPNGStatusNotPNG;
    }
    if (png_sig_cmp(bytes, 0, 8) != 0) {
        write_message(sink, "signature is %02x %02x %02x %02x %02x %02x %02x %02x, expected 89 50 4e 47 0d 0a 1a 0a",
                      bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7]);
        return DialPNGStatusNotPNG;
    }
    return DialPNGStatusOK;
}

// Reads up to the first IDAT. libpng's default 1,000,000-pixel dimension limit would turn a
// merely huge image into a "corrupt" one; raising it to the format maximum lets the caller
// see the real size and apply its own limit.
static void read_header(png_structp png, png_infop info) {
    png_set_user_limits(png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
    png_read_info(png, info);
}

static DialPNGStatus read_size_guarded(png_structp png, png_infop info, uint32_t *width, uint32_t *height) {
    if (setjmp(png_jmpbuf(png))) {
        return DialPNGStatusCorrupt;
    }
    read_header(png, info);
    *width = png_get_image_width(png, info);
    *height = png_get_image_height(png, info);
    return DialPNGStatusOK;
}

static DialPNGStatus decode_guarded(png_structp png, png_infop info, uint32_t width, uint32_t height, uint8_t *rgba) {
    if (setjmp(png_jmpbuf(png))) {
        return DialPNGStatusCorrupt;
    }
    read_header(png, info);
    if (png_get_image_width(png, info) != width || png_get_image_height(png, info) != height) {
        png_error(png, "image size differs from the size read before");
    }

    png_byte color_type = png_get_color_type(png, info);
    int has_transparency = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    // Palette to RGB, grey below 8 bits to 8 bits, tRNS to an alpha channel.
    png_set_expand(png);
    png_set_strip_16(png);
    png_set_gray_to_rgb(png);
    if ((color_type & PNG_COLOR_MASK_ALPHA) == 0 && !has_transparency) {
        png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    }
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) {
        png_error(png, "transformed rows are not 8-bit RGBA");
    }

    size_t stride = (size_t)width * 4;
    for (int pass = 0; pass < passes; pass++) {
        uint8_t *row = rgba;
        for (uint32_t y = 0; y < height; y++, row += stride) {
            png_read_row(png, row, NULL);
        }
    }
    // Reaching IEND is what tells a complete file from one cut off after its pixel data.
    png_read_end(png, NULL);
    return DialPNGStatusOK;
}

typedef enum Reading { ReadingSize, ReadingPixels } Reading;

static DialPNGStatus read_png(Reading reading, const uint8_t *bytes, size_t count,
                              uint32_t *width, uint32_t *height, uint8_t *rgba,
                              char *message, size_t message_capacity) {
    MessageSink sink = {message, message_capacity};
    DialPNGStatus status = check_signature(bytes, count, &sink);
    if (status != DialPNGStatusOK) {
        return status;
    }
    Decoder decoder = {bytes, count, 0};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &sink, on_png_error, on_png_warning);
    png_infop info = png != NULL ? png_create_info_struct(png) : NULL;
    if (info == NULL) {
        write_message(&sink, "libpng could not create its read structures");
        status = DialPNGStatusCorrupt;
    } else {
        png_set_read_fn(png, &decoder, read_input);
        status = reading == ReadingSize ? read_size_guarded(png, info, width, height)
                                        : decode_guarded(png, info, *width, *height, rgba);
    }
    png_destroy_read_struct(&png, &info, NULL);
    return status;
}

DialPNGStatus dial_png_read_size(const uint8_t *bytes, size_t count,
                                 uint32_t *width, uint32_t *height,
                                 char *message, size_t message_capacity) {
    *width = 0;
    *height = 0;
    return read_png(ReadingSize, bytes, count, width, height, NULL, message, message_capacity);
}

DialPNGStatus dial_png_decode_rgba(const uint8_t *bytes, size_t count,
                                   uint32_t width, uint32_t height, uint8_t *rgba,
                                   char *message, size_t message_capacity) {
    return read_png(ReadingPixels, bytes, count, &width, &height, rgba, message, message_capacity);
}
