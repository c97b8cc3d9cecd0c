#pragma once
// The real catalog (data/catalog, folder compiled in as NC_CATALOG_DIR) for the fuzz targets, loaded once.

#include <string>

#include "nations/catalog.h"

namespace nc::fuzz {

/// The project's catalog, loaded on first use from NC_CATALOG_DIR. Throws CatalogError if the data is broken.
const nc::nations::Catalog &realCatalog();

/// The text of one real catalog file (e.g. "nations.json"), read on first use. Throws std::runtime_error
/// naming the path when it cannot be read.
const std::string &realCatalogFile(const std::string &name);

} // namespace nc::fuzz
