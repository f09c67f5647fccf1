#ifndef CSHA256_H
#define CSHA256_H

// SHA-256 (FIPS 180-4) of exported frames, goldens' faces and font files. In C for the x86 SHA extensions, which hash
// an export's PNGs about ten times faster than portable code; portable code runs where they are missing.

#include <stddef.h>
#include <stdint.h>

/// Writes the 32-byte digest of `count` bytes at `data` to `digest`. `use_hardware` 0 forces the portable code
/// (tests compare the two); otherwise the SHA extensions are used where the processor has them.
void dial_sha256(const void *_Nullable data, size_t count, uint8_t *_Nonnull digest, int use_hardware);

/// 1 when this processor has the SHA extensions that dial_sha256 uses.
int dial_sha256_has_hardware(void);

#endif
