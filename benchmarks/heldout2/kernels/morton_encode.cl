// interleaved, x in the even bits, by the usual shift-and-mask spreading.
uint spread16(uint v)
{
    v = (v | (v << 8)) & 0x00FF00FFu;
    v = (v | (v << 4)) & 0x0F0F0F0Fu;
    v = (v | (v << 2)) & 0x33333333u;
    v = (v | (v << 1)) & 0x55555555u;
    return v;
}

__kernel void morton_encode(__global const uint *x, __global const uint *y, __global uint *code, int n)
{
    int g = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (g < n)
        code[g] = spread16(x[g]) | (spread16(y[g]) << 1);
}
