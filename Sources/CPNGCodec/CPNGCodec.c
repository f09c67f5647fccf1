#include "CPNGCodec.h"
#include "RunDeflate.h"

#include <inttypes.h>
#include <libdeflate.h>
#include <pthread.h>
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
//
// Written here rather than through libpng: a PNG of Dial's is three chunks around one zlib stream. Frames go to
// RunDeflate (see RunDeflate.h), other images to libdeflate, about twice as fast as zlib at the same level. libpng
// still reads.

// reciprocals[a] = ceil(2^32 / a), so (n * reciprocals[a]) >> 32 == n / a for every n < 2^16: the product overshoots
// n / a by less than 2^-16, while n / a lies at least 1 / a below the next integer. That turns three divisions per
// translucent pixel into multiplications.
static uint64_t reciprocals[256];

// Scratch memory kept per thread. Frame after frame needs the same filtered rows, compressed stream and libdeflate
// state; freed each time, those pages go back to the kernel, which must fault and zero them again for the next
// frame (a sixth of an export's time, measured). Buffers past `keep_limit` are let go after each use.
typedef struct Workspace {
    uint8_t *raw;
    size_t raw_capacity;
    uint8_t *stream;
    size_t stream_capacity;
    RunDeflateTokens tokens;
    struct libdeflate_compressor *compressor;
    struct libdeflate_decompressor *decompressor;
} Workspace;

static const size_t keep_limit = 8u << 20;
static pthread_key_t workspace_key;
static pthread_once_t codec_once = PTHREAD_ONCE_INIT;
static int workspace_key_made;

static void free_workspace(void *pointer) {
    Workspace *workspace = pointer;
    free(workspace->raw);
    free(workspace->stream);
    free(workspace->tokens.tokens);
    libdeflate_free_compressor(workspace->compressor);
    libdeflate_free_decompressor(workspace->decompressor);
    free(workspace);
}

static void set_up_codec(void) {
    for (uint32_t alpha = 1; alpha < 256; alpha++) {
        reciprocals[alpha] = ((UINT64_C(1) << 32) + alpha - 1) / alpha;
    }
    workspace_key_made = pthread_key_create(&workspace_key, free_workspace) == 0;
}

// This thread's workspace, made on first use; NULL only when memory runs out.
static Workspace *thread_workspace(void) {
    pthread_once(&codec_once, set_up_codec);
    if (!workspace_key_made) {
        return NULL;
    }
    Workspace *workspace = pthread_getspecific(workspace_key);
    if (workspace == NULL) {
        workspace = calloc(1, sizeof *workspace);
        if (workspace != NULL && pthread_setspecific(workspace_key, workspace) != 0) {
            free(workspace);
            workspace = NULL;
        }
    }
    return workspace;
}

// `*buffer` with room for `count` bytes (its old contents lost), or NULL when memory runs out.
static uint8_t *reserve(uint8_t **buffer, size_t *capacity, size_t count) {
    if (*capacity < count) {
        free(*buffer);
        *buffer = malloc(count);
        *capacity = *buffer != NULL ? count : 0;
    }
    return *buffer;
}

// Room for one token per byte of `count`, or NULL when memory runs out.
static uint16_t *reserve_tokens(RunDeflateTokens *tokens, size_t count) {
    if (tokens->capacity < count) {
        free(tokens->tokens);
        tokens->tokens = count <= SIZE_MAX / sizeof(uint16_t) ? malloc(count * sizeof(uint16_t)) : NULL;
        tokens->capacity = tokens->tokens != NULL ? count : 0;
    }
    return tokens->tokens;
}

static void trim(Workspace *workspace) {
    if (workspace->raw_capacity > keep_limit) {
        free(workspace->raw);
        workspace->raw = NULL;
        workspace->raw_capacity = 0;
    }
    if (workspace->stream_capacity > keep_limit) {
        free(workspace->stream);
        workspace->stream = NULL;
        workspace->stream_capacity = 0;
    }
    if (workspace->tokens.capacity * sizeof(uint16_t) > keep_limit) {
        free(workspace->tokens.tokens);
        workspace->tokens.tokens = NULL;
        workspace->tokens.capacity = 0;
    }
}

// (c * 255 + a / 2) / a rounds to nearest; c > a only happens in malformed premultiplied
// data, where the clamp keeps the result a valid byte.
static inline uint8_t unpremultiply(uint32_t channel, uint32_t alpha, uint64_t reciprocal) {
    uint32_t value = (uint32_t)(((uint64_t)(channel * 255 + alpha / 2) * reciprocal) >> 32);
    return value > 255 ? 255 : (uint8_t)value;
}

static inline void unpremultiply_pixel(uint8_t *destination, const uint8_t *source) {
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
        uint64_t reciprocal = reciprocals[alpha];
        destination[0] = unpremultiply(red, alpha, reciprocal);
        destination[1] = unpremultiply(green, alpha, reciprocal);
        destination[2] = unpremultiply(blue, alpha, reciprocal);
        destination[3] = (uint8_t)alpha;
    }
}

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
typedef uint8_t Bytes16 __attribute__((vector_size(16)));
#endif

// Most of a frame is opaque (the black screen) or empty (its corners): four such pixels at a time are only a byte
// shuffle or zeros. The rest goes pixel by pixel.
static void unpremultiply_row(uint8_t *destination, const uint8_t *source, uint32_t width) {
    uint32_t x = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    for (; x + 4 <= width; x += 4, source += 16, destination += 16) {
        uint32_t words[4];
        memcpy(words, source, 16);
        if ((words[0] & words[1] & words[2] & words[3]) >> 24 == 0xff) {
            Bytes16 bytes;
            memcpy(&bytes, source, 16);
            // B, G, R, A in memory to R, G, B, A.
            Bytes16 reordered = __builtin_shufflevector(bytes, bytes, 2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15);
            memcpy(destination, &reordered, 16);
        } else if ((words[0] | words[1] | words[2] | words[3]) >> 24 == 0) {
            memset(destination, 0, 16);
        } else {
            for (int pixel = 0; pixel < 4; pixel++) {
                unpremultiply_pixel(destination + 4 * pixel, source + 4 * pixel);
            }
        }
    }
#endif
    for (; x < width; x++, source += 4, destination += 4) {
        unpremultiply_pixel(destination, source);
    }
}

void dial_unpremultiply_argb32(const void *pixels, uint32_t width, uint32_t height,
                               size_t bytes_per_row, uint8_t *rgba) {
    pthread_once(&codec_once, set_up_codec);
    const uint8_t *source = pixels;
    for (uint32_t y = 0; y < height; y++, source += bytes_per_row, rgba += (size_t)width * 4) {
        unpremultiply_row(rgba, source, width);
    }
}

static void put_u32(uint8_t *at, uint32_t value) {
    at[0] = (uint8_t)(value >> 24);
    at[1] = (uint8_t)(value >> 16);
    at[2] = (uint8_t)(value >> 8);
    at[3] = (uint8_t)value;
}

static uint32_t get_u32(const uint8_t *at) {
    return (uint32_t)at[0] << 24 | (uint32_t)at[1] << 16 | (uint32_t)at[2] << 8 | (uint32_t)at[3];
}

// One chunk at `at`: length, type, `length` bytes of data already in place after the type, CRC over type and data.
// Returns the byte after the chunk.
static uint8_t *close_chunk(uint8_t *at, const char type[4], uint32_t length) {
    put_u32(at, length);
    memcpy(at + 4, type, 4);
    put_u32(at + 8 + length, (uint32_t)libdeflate_crc32(0, at + 4, 4 + (size_t)length));
    return at + 12 + length;
}

static const uint8_t png_signature[8] = {0x89, 'P', 'N', 'G', 0x0d, 0x0a, 0x1a, 0x0a};
// PNG caps a chunk at 2^31 - 1 bytes; a larger stream is split over several IDATs.
static const size_t maximum_idat = 0x7fffffff;

DialPNGStatus dial_png_encode(const void *pixels, uint32_t width, uint32_t height,
                              size_t bytes_per_row, DialPNGPixelFormat format,
                              uint8_t **out_bytes, size_t *out_count,
                              char *message, size_t message_capacity) {
    MessageSink sink = {message, message_capacity};
    *out_bytes = NULL;
    *out_count = 0;
    if (width == 0 || height == 0 || width > 0x7fffffff || height > 0x7fffffff || (size_t)width * 4 > bytes_per_row) {
        write_message(&sink, "invalid layout: %" PRIu32 "x%" PRIu32 " pixels with %zu bytes per row",
                      width, height, bytes_per_row);
        return DialPNGStatusEncodingFailed;
    }

    // The filtered image: each row is filter byte 0 (None) and the row's RGBA bytes.
    size_t row_bytes = (size_t)width * 4;
    if (row_bytes + 1 > SIZE_MAX / height) {
        write_message(&sink, "a %" PRIu32 "x%" PRIu32 " image exceeds addressable memory", width, height);
        return DialPNGStatusEncodingFailed;
    }
    size_t raw_count = (row_bytes + 1) * height;
    Workspace *workspace = thread_workspace();
    uint8_t *raw = workspace != NULL ? reserve(&workspace->raw, &workspace->raw_capacity, raw_count) : NULL;
    uint16_t *tokens = raw != NULL ? reserve_tokens(&workspace->tokens, run_deflate_token_capacity(raw_count)) : NULL;
    DialPNGStatus status = DialPNGStatusEncodingFailed;
    if (tokens == NULL) {
        write_message(&sink, "out of memory for a %" PRIu32 "x%" PRIu32 " image", width, height);
        goto done;
    }
    const uint8_t *source = pixels;
    uint8_t *row = raw;
    for (uint32_t y = 0; y < height; y++, source += bytes_per_row, row += row_bytes + 1) {
        row[0] = 0;
        if (format == DialPNGPixelFormatPremultipliedARGB32) {
            unpremultiply_row(row + 1, source, width);
        } else {
            memcpy(row + 1, source, row_bytes);
        }
    }

    // Frames are runs; pictures and photographs are not, and libdeflate's general search suits them better.
    size_t literals = run_deflate_scan(raw, raw_count, row_bytes + 1, &workspace->tokens);
    int runs = literals <= raw_count / 2;
    if (!runs && workspace->compressor == NULL) {
        workspace->compressor = libdeflate_alloc_compressor(1);
    }
    size_t bound = runs ? run_deflate_bound(raw_count)
        : workspace->compressor != NULL ? libdeflate_zlib_compress_bound(workspace->compressor, raw_count) : 0;
    uint8_t *stream = bound > 0 ? reserve(&workspace->stream, &workspace->stream_capacity, bound) : NULL;
    if (stream == NULL) {
        write_message(&sink, "out of memory for a %" PRIu32 "x%" PRIu32 " image", width, height);
        goto done;
    }
    size_t stream_count = runs ? run_deflate_write(raw, raw_count, row_bytes + 1, &workspace->tokens, stream)
        : libdeflate_zlib_compress(workspace->compressor, raw, raw_count, stream, bound);
    if (stream_count == 0) {
        write_message(&sink, "libdeflate could not compress %zu bytes into %zu", raw_count, bound);
        goto done;
    }

    size_t idat_chunks = (stream_count + maximum_idat - 1) / maximum_idat;
    size_t count = sizeof png_signature + (12 + 13) + idat_chunks * 12 + stream_count + 12;
    uint8_t *output = malloc(count);
    if (output == NULL) {
        write_message(&sink, "out of memory for a PNG of %zu bytes", count);
        goto done;
    }
    uint8_t *at = output;
    memcpy(at, png_signature, sizeof png_signature);
    at += sizeof png_signature;
    put_u32(at + 8, width);
    put_u32(at + 12, height);
    at[16] = 8;  // bits per sample
    at[17] = 6;  // colour type: RGB with alpha
    at[18] = 0;  // deflate
    at[19] = 0;  // adaptive filtering (every row says None)
    at[20] = 0;  // not interlaced
    at = close_chunk(at, "IHDR", 13);
    for (size_t offset = 0; offset < stream_count; offset += maximum_idat) {
        size_t length = stream_count - offset < maximum_idat ? stream_count - offset : maximum_idat;
        memcpy(at + 8, stream + offset, length);
        at = close_chunk(at, "IDAT", (uint32_t)length);
    }
    at = close_chunk(at, "IEND", 0);
    *out_bytes = output;
    *out_count = (size_t)(at - output);
    status = DialPNGStatusOK;

done:
    if (workspace != NULL) {
        trim(workspace);
    }
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

// MARK: - Reading plain RGBA without libpng
//
// Goldens are Dial's own PNGs: 8-bit RGBA, not interlaced. Those are read here with libdeflate, about twice as fast as
// libpng and zlib. Anything else, and anything at all wrong (a bad CRC, an odd chunk, a short stream), is left to
// libpng, which then gives the verdict and the message: this path only ever succeeds on a file libpng reads the same.

static int is_plain_rgba(const uint8_t *bytes, size_t count, uint32_t width, uint32_t height) {
    if (bytes == NULL || count < 8 + 25 || memcmp(bytes, png_signature, 8) != 0) {
        return 0;
    }
    const uint8_t *ihdr = bytes + 8;
    return get_u32(ihdr) == 13 && memcmp(ihdr + 4, "IHDR", 4) == 0
        && get_u32(ihdr + 8) == width && get_u32(ihdr + 12) == height
        && ihdr[16] == 8 && ihdr[17] == 6 && ihdr[18] == 0 && ihdr[19] == 0 && ihdr[20] == 0
        && get_u32(ihdr + 21) == (uint32_t)libdeflate_crc32(0, ihdr + 4, 17);
}

static inline uint8_t paeth(uint8_t left, uint8_t up, uint8_t up_left) {
    int estimate = (int)left + (int)up - (int)up_left;
    int to_left = abs(estimate - (int)left), to_up = abs(estimate - (int)up), to_up_left = abs(estimate - (int)up_left);
    if (to_left <= to_up && to_left <= to_up_left) {
        return left;
    }
    return to_up <= to_up_left ? up : up_left;
}

// Undoes each row's filter from `raw` (filter byte, then the row) into `rgba`. 0 for an unknown filter.
static int unfilter(const uint8_t *raw, uint8_t *rgba, uint32_t width, uint32_t height) {
    size_t row_bytes = (size_t)width * 4;
    const uint8_t *previous = NULL;
    for (uint32_t y = 0; y < height; y++, raw += row_bytes + 1, rgba += row_bytes) {
        const uint8_t *in = raw + 1;
        uint8_t *out = rgba;
        switch (raw[0]) {
        case 0:
            memcpy(out, in, row_bytes);
            break;
        case 1:
            for (size_t i = 0; i < row_bytes; i++) out[i] = (uint8_t)(in[i] + (i >= 4 ? out[i - 4] : 0));
            break;
        case 2:
            for (size_t i = 0; i < row_bytes; i++) out[i] = (uint8_t)(in[i] + (previous ? previous[i] : 0));
            break;
        case 3:
            for (size_t i = 0; i < row_bytes; i++) {
                unsigned left = i >= 4 ? out[i - 4] : 0, up = previous ? previous[i] : 0;
                out[i] = (uint8_t)(in[i] + ((left + up) >> 1));
            }
            break;
        case 4:
            for (size_t i = 0; i < row_bytes; i++) {
                uint8_t left = i >= 4 ? out[i - 4] : 0, up = previous ? previous[i] : 0;
                uint8_t up_left = (i >= 4 && previous) ? previous[i - 4] : 0;
                out[i] = (uint8_t)(in[i] + paeth(left, up, up_left));
            }
            break;
        default:
            return 0;
        }
        previous = rgba;
    }
    return 1;
}

// 1 when the file was read into `rgba`; 0 when libpng should read it.
static int decode_plain_rgba(const uint8_t *bytes, size_t count, uint32_t width, uint32_t height, uint8_t *rgba) {
    if (!is_plain_rgba(bytes, count, width, height) || (size_t)width * 4 + 1 > SIZE_MAX / height) {
        return 0;
    }
    // The IDAT chunks, which PNG requires to be consecutive; every chunk's CRC is checked on the way.
    size_t offset = 8 + 25, idat_start = 0, idat_total = 0, idat_chunks = 0;
    int idat_ended = 0, ended = 0;
    while (!ended) {
        if (count - offset < 12) {
            return 0;
        }
        const uint8_t *chunk = bytes + offset;
        uint32_t length = get_u32(chunk);
        if (length > 0x7fffffff || count - offset - 12 < length
            || get_u32(chunk + 8 + length) != (uint32_t)libdeflate_crc32(0, chunk + 4, 4 + (size_t)length)) {
            return 0;
        }
        if (memcmp(chunk + 4, "IDAT", 4) == 0) {
            if (idat_ended) {
                return 0;
            }
            if (idat_chunks++ == 0) {
                idat_start = offset;
            }
            idat_total += length;
        } else {
            idat_ended = idat_chunks > 0;
            if (memcmp(chunk + 4, "IEND", 4) == 0) {
                ended = 1;
            } else if ((chunk[4] & 0x20) == 0) {
                return 0; // a critical chunk this reader does not know (PLTE included)
            }
        }
        offset += 12 + (size_t)length;
    }
    if (idat_chunks == 0) {
        return 0;
    }

    const uint8_t *stream = bytes + idat_start + 8;
    uint8_t *joined = NULL;
    if (idat_chunks > 1) {
        joined = malloc(idat_total > 0 ? idat_total : 1);
        if (joined == NULL) {
            return 0;
        }
        size_t at = idat_start, filled = 0;
        for (size_t chunk = 0; chunk < idat_chunks; chunk++) {
            uint32_t length = get_u32(bytes + at);
            memcpy(joined + filled, bytes + at + 8, length);
            filled += length;
            at += 12 + (size_t)length;
        }
        stream = joined;
    }
    size_t raw_count = ((size_t)width * 4 + 1) * height;
    Workspace *workspace = thread_workspace();
    if (workspace != NULL && workspace->decompressor == NULL) {
        workspace->decompressor = libdeflate_alloc_decompressor();
    }
    uint8_t *raw = workspace != NULL && workspace->decompressor != NULL
        ? reserve(&workspace->raw, &workspace->raw_capacity, raw_count) : NULL;
    int read = 0;
    if (raw != NULL) {
        size_t consumed = 0, produced = 0;
        read = libdeflate_zlib_decompress_ex(workspace->decompressor, stream, idat_total, raw, raw_count,
                                             &consumed, &produced) == LIBDEFLATE_SUCCESS
            && consumed == idat_total && produced == raw_count && unfilter(raw, rgba, width, height);
        trim(workspace);
    }
    free(joined);
    return read;
}

DialPNGStatus dial_png_decode_rgba(const uint8_t *bytes, size_t count,
                                   uint32_t width, uint32_t height, uint8_t *rgba,
                                   char *message, size_t message_capacity) {
    if (decode_plain_rgba(bytes, count, width, height, rgba)) {
        return DialPNGStatusOK;
    }
    return read_png(ReadingPixels, bytes, count, &width, &height, rgba, message, message_capacity);
}

const char *dial_png_library_version(void) {
    return png_get_libpng_ver(NULL);
}
