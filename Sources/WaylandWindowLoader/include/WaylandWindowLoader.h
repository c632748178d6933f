/* The loader exports only vkGetInstanceProcAddr, for SDL; nothing in the app calls it. */
