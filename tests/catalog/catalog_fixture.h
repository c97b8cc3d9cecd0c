#pragma once
// The real project catalog (data/catalog), loaded once for all tests of this folder.
#include <fstream>
#include <sstream>
#include <string>

#include "nations/catalog.h"

inline const nc::nations::Catalog &catalog()
{
    static const nc::nations::Catalog c = nc::nations::Catalog::loadFromDirectory(NC_CATALOG_DIR);
    return c;
}

/// The text of the real catalog's files, to edit before Catalog::load (tests of load errors).
inline nc::nations::CatalogSources catalogSources()
{
    auto file = [](const std::string &name) {
        std::ifstream in(std::string(NC_CATALOG_DIR) + "/" + name);
        std::ostringstream ss;
        ss << in.rdbuf();
        return ss.str();
    };
    return {file("progress_cards.json"), file("event_cards.json"), file("nations.json"), file("solo.json"),
            file("dynasty_cards.json")};
}
