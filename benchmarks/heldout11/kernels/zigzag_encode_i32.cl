// Held-out suite 11 (frozen). The zigzag code of every signed integer (0, -1, 1, -2 ... to 0,
// 1, 2, 3 ...): (v << 1) ^ (v >> 31).
__kernel void zigzag_encode_i32(__global const int *v, __global uint *z, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        int s = v[i];
        z[i] = ((uint)s << 1) ^ (uint)(s >> 31);
    }
}
