#pragma once
// The real project catalog (data/catalog), loaded once for all tests of this folder.
#include "nations/catalog.h"

inline const nc::nations::Catalog &catalog()
{
    static const nc::nations::Catalog c = nc::nations::Catalog::loadFromDirectory(NC_CATALOG_DIR);
    return c;
}
