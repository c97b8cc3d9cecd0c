// The checksum chain of a game's action log (schema version 3, docs/state-format.md "Damaged
// databases"): each row of `actions` carries a hash that covers its own content and the previous row's
// hash, so a changed, deleted or reordered row breaks the chain from that row on.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace nc::db {

/// The `chain` value of one action row: lower-case hex SHA-256 (64 characters) of
///   "nc-action-chain-1\n" <previousChain> "\n" <gameId> "\n" <seq> "\n" <bytes of kind> "\n" <kind> <payloadJson>
/// (numbers in decimal). `previousChain` is the chain of row seq - 1, "" for row 1 (the "setup" row).
/// Covering the game id and seq makes a row copied from another game or moved within the log fail too.
/// SHA-256 (OpenSSL libcrypto) rather than a short checksum: a damaged row must never match by chance
/// (a 64-bit hash over millions of rows is still safe, but a well-known standard costs nothing more
/// here). It detects damage and edits by other tools, not deliberate forgery (there is no secret key).
std::string actionChain(std::string_view previousChain, int64_t gameId, int64_t seq, std::string_view kind,
                        std::string_view payloadJson);

} // namespace nc::db
