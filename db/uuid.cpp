#include "db/uuid.h"

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

} // namespace nc::db
