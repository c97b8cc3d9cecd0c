#include "db/uuid.h"

#include "db/database.h"

#include <openssl/evp.h>

#include <memory>

namespace nc::db {

// 16 random bytes shown as 8-4-4-4-12 hex digits, with the version nibble set to 4 and the variant
// nibble to one of 8, 9, a, b (RFC 4122 section 4.4).
const char *const kNewUuidSql =
    "(lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2)"
    " || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-'"
    " || lower(hex(randomblob(6))))";

bool isCanonicalUuid(std::string_view text)
{
    if (text.size() != 36)
        return false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (i == 8 || i == 13 || i == 18 || i == 23) {
            if (c != '-')
                return false;
        } else if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) {
            return false;
        }
    }
    return true;
}

std::string nameBasedUuid(std::string_view space, std::string_view name)
{
    const std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), &EVP_MD_CTX_free);
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    if (!ctx || EVP_DigestInit_ex(ctx.get(), EVP_sha256(), nullptr) != 1
        || EVP_DigestUpdate(ctx.get(), space.data(), space.size()) != 1
        || EVP_DigestUpdate(ctx.get(), "\n", 1) != 1 || EVP_DigestUpdate(ctx.get(), name.data(), name.size()) != 1
        || EVP_DigestFinal_ex(ctx.get(), digest, &length) != 1 || length < 16)
        throw DbError("Computing a name-based UUID failed (OpenSSL SHA-256)");
    digest[6] = static_cast<unsigned char>((digest[6] & 0x0f) | 0x80); // version 8
    digest[8] = static_cast<unsigned char>((digest[8] & 0x3f) | 0x80); // variant 10xx
    static const char hex[] = "0123456789abcdef";
    std::string out;
    for (int i = 0; i < 16; ++i) {
        if (i == 4 || i == 6 || i == 8 || i == 10)
            out += '-';
        out += hex[digest[i] >> 4];
        out += hex[digest[i] & 0xf];
    }
    return out;
}

} // namespace nc::db
