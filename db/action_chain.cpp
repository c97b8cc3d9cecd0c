#include "db/action_chain.h"

#include "db/database.h"

#include <openssl/evp.h>

#include <memory>

namespace nc::db {

std::string actionChain(std::string_view previousChain, int64_t gameId, int64_t seq, std::string_view kind,
                        std::string_view payloadJson)
{
    std::string header = "nc-action-chain-1\n";
    header.append(previousChain);
    header += '\n' + std::to_string(gameId) + '\n' + std::to_string(seq) + '\n' + std::to_string(kind.size()) + '\n';

    const std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), &EVP_MD_CTX_free);
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    if (!ctx || EVP_DigestInit_ex(ctx.get(), EVP_sha256(), nullptr) != 1
        || EVP_DigestUpdate(ctx.get(), header.data(), header.size()) != 1
        || EVP_DigestUpdate(ctx.get(), kind.data(), kind.size()) != 1
        || EVP_DigestUpdate(ctx.get(), payloadJson.data(), payloadJson.size()) != 1
        || EVP_DigestFinal_ex(ctx.get(), digest, &length) != 1)
        throw DbError("Computing the checksum of an action failed (OpenSSL SHA-256)");

    static const char hex[] = "0123456789abcdef";
    std::string out;
    out.reserve(length * 2);
    for (unsigned int i = 0; i < length; ++i) {
        out += hex[digest[i] >> 4];
        out += hex[digest[i] & 0xf];
    }
    return out;
}

} // namespace nc::db
