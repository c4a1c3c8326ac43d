// Held-out suite 11 (frozen). The zigzag code of every signed integer (0, -1, 1, -2 ... to 0,
// 1, 2, 3 ...): (v << 1) ^ (v >> 31).
extern "C" __global__ void zigzag_encode_i32(const int *v, unsigned int *z, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int s = v[i];
        z[i] = ((unsigned int)s << 1) ^ (unsigned int)(s >> 31);
    }
}
