// Stable ids of games and players (schema version 4): random UUIDs (RFC 4122 version 4) in their
// canonical lower-case text form, "xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx". An import merges by them.
#pragma once

#include <string>
#include <string_view>

namespace nc::db {

/// An SQL expression that evaluates to a new random version-4 UUID text (36 characters, lower-case hex)
/// each time it is evaluated, from SQLite's randomblob() (a good pseudo-random generator seeded from
/// the operating system). Used by the migration for existing rows and by every INSERT of a game or a
/// player, so the ids come from one place.
extern const char *const kNewUuidSql;

/// True when `text` is a UUID in canonical form: 36 characters, lower-case hex digits in groups of
/// 8-4-4-4-12 separated by '-'. Any version is accepted (an import may carry ids made elsewhere).
bool isCanonicalUuid(std::string_view text);

/// A UUID made from a name (RFC 9562 version 8, name-based with SHA-256): the first 16 bytes of
/// SHA-256(`space` "\n" `name`) with the version nibble 8 and the RFC variant, in canonical form. The same
/// name always gives the same UUID; used where a file needs an id for something we store as text only (a
/// place in the BG Stats export). Throws DbError if OpenSSL fails.
std::string nameBasedUuid(std::string_view space, std::string_view name);

} // namespace nc::db
