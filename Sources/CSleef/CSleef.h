#include <sleef.h>
