// fuzz_catalog: one catalog file replaced by the input, the other four real, through Catalog::load().
#include "fuzz_entries.h"

#include "core/json_input.h"
#include "fuzz_catalog_data.h"
#include "fuzz_refusals.h"
#include "nations/catalog.h"

namespace nc::fuzz {

void fuzzCatalog(std::string_view bytes)
{
    using namespace nc::nations;
    if (bytes.empty())
        return;
    CatalogSources sources;
    sources.progressCards = realCatalogFile("progress_cards.json");
    sources.eventCards = realCatalogFile("event_cards.json");
    sources.nations = realCatalogFile("nations.json");
    sources.solo = realCatalogFile("solo.json");
    sources.dynastyCards = realCatalogFile("dynasty_cards.json");
    std::string *const files[] = {&sources.progressCards, &sources.eventCards, &sources.nations, &sources.solo,
                                  &sources.dynastyCards};
    *files[static_cast<unsigned char>(bytes[0]) % 5] = std::string(bytes.substr(1));
    try {
        const Catalog catalog = Catalog::load(sources);
        // What the app does first with a loaded catalog: look cards up and search them.
        for (const auto &card : catalog.cards())
            (void)catalog.card(card.id);
        (void)catalog.searchCards("a");
        (void)catalog.searchEvents("a");
    } catch (const CatalogError &e) {
        noteRefusal("fuzz_catalog", "CatalogError", e);
    } catch (const nc::JsonInputError &e) {
        noteRefusal("fuzz_catalog", "JsonInputError", e);
    } catch (const nlohmann::json::exception &e) {
        noteRefusal("fuzz_catalog", "nlohmann::json::exception", e);
    }
}

} // namespace nc::fuzz
