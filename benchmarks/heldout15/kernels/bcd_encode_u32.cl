// Held-out suite 15 (frozen). Each value below 10^8 packed as eight binary-coded decimal
// digits, the units digit in the low nibble.
__kernel void bcd_encode_u32(__global const uint *value, __global uint *bcd, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        uint v = value[i];
        uint out = 0;
        for (int k = 0; k < 8; k++) {
            out |= (v % 10u) << (4 * k);
            v /= 10u;
        }
        bcd[i] = out;
    }
}
