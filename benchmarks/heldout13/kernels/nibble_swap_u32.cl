// Held-out suite 13 (frozen). The two 4-bit halves of every byte of each 32-bit word swapped, a
// work-item per element.
__kernel void nibble_swap_u32(__global const uint *w, __global uint *s, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        uint v = w[i];
        s[i] = ((v & 0x0f0f0f0fu) << 4) | ((v >> 4) & 0x0f0f0f0fu);
    }
}
