#ifndef CPNGCODEC_H
#define CPNGCODEC_H

// The setjmp boundary around libpng. libpng reports errors by longjmp, which must never
// cross Swift frames, so every libpng call happens inside these functions and errors come
// back as a status plus a message. Writing uses Dial's own deflate for runs (RunDeflate.c) or
// libdeflate, and reading plain 8-bit RGBA files libdeflate; libpng reads everything else. This header deliberately does not include <png.h>:
// nothing outside this target should see libpng.

#include <stddef.h>
#include <stdint.h>

#pragma clang assume_nonnull begin

/// How a codec call ended. Every status except DialPNGStatusOK comes with a message.
typedef enum __attribute__((enum_extensibility(closed))) DialPNGStatus {
    DialPNGStatusOK = 0,
    /// The input does not start with the PNG signature.
    DialPNGStatusNotPNG = 1,
    /// The input starts like a PNG but libpng could not read it.
    DialPNGStatusCorrupt = 2,
    /// libpng refused to write the image, or memory ran out.
    DialPNGStatusEncodingFailed = 3,
} DialPNGStatus;

/// Layout of the pixels handed to dial_png_encode.
typedef enum __attribute__((enum_extensibility(closed))) DialPNGPixelFormat {
    /// Bytes R, G, B, A with straight alpha.
    DialPNGPixelFormatRGBA = 0,
    /// Cairo's CAIRO_FORMAT_ARGB32: native-endian 32-bit words 0xAARRGGBB, premultiplied alpha.
    DialPNGPixelFormatPremultipliedARGB32 = 1,
} DialPNGPixelFormat;

/// A message buffer of this many bytes holds any message the codec writes.
#define DIAL_PNG_MESSAGE_CAPACITY 256

/// Encodes `height` rows of `width` pixels, each row starting `bytes_per_row` bytes after
/// the previous one, as an 8-bit RGBA PNG: filter None, deflated by RunDeflate when at most half
/// the bytes are left as literals, by libdeflate at level 1 otherwise, no
/// ancillary chunks.
/// The caller guarantees the rows lie inside readable memory. On success `*out_bytes`
/// (release it with dial_png_free) and `*out_count` describe the PNG file.
DialPNGStatus dial_png_encode(const void *pixels, uint32_t width, uint32_t height,
                              size_t bytes_per_row, DialPNGPixelFormat format,
                              uint8_t *_Nullable *_Nonnull out_bytes, size_t *out_count,
                              char *message, size_t message_capacity);

/// Undoes Cairo's premultiplied ARGB32 (`height` rows `bytes_per_row` apart) into 8-bit straight
/// RGBA rows of `width * 4` bytes at `rgba`, exactly as dial_png_encode does before compressing.
void dial_unpremultiply_argb32(const void *pixels, uint32_t width, uint32_t height,
                               size_t bytes_per_row, uint8_t *rgba);

/// Releases a buffer returned by dial_png_encode.
void dial_png_free(void *_Nullable bytes);

/// Reads the PNG signature and header chunks and reports the image size, so the caller
/// can decide whether to allocate `width * height * 4` bytes for dial_png_decode_rgba.
DialPNGStatus dial_png_read_size(const uint8_t *_Nullable bytes, size_t count,
                                 uint32_t *width, uint32_t *height,
                                 char *message, size_t message_capacity);

/// Decodes the whole PNG into `rgba`, which holds `width * height * 4` bytes: 8-bit straight
/// RGBA, rows top to bottom. `width` and `height` must be what dial_png_read_size reported.
/// 16-bit samples keep their high byte (png_set_strip_16); gamma chunks are ignored.
/// Non-interlaced 8-bit RGBA files are read with libdeflate; when that reader finds anything
/// it does not expect, libpng reads the file and gives the verdict.
DialPNGStatus dial_png_decode_rgba(const uint8_t *_Nullable bytes, size_t count,
                                   uint32_t width, uint32_t height, uint8_t *rgba,
                                   char *message, size_t message_capacity);

/// The libpng this process runs with (not the header built against), as "1.6.43".
const char *dial_png_library_version(void);

#pragma clang assume_nonnull end

#endif
