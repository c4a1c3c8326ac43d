// Held-out suite 8 (frozen). Every group of 8 consecutive floats sorted ascending by odd-
// even transposition, a thread per group working in its own 8 floats of shared memory
// (buf[8 * t + k]). Blocks of 256 threads.
extern "C" __global__ void sort8_groups_smem(const float *in, float *out, int ngroups)
{
    __shared__ float buf[256 * 8];
    int t = threadIdx.x;
    int g = blockIdx.x * blockDim.x + t;
    if (g < ngroups) {
        for (int k = 0; k < 8; k++)
            buf[8 * t + k] = in[8 * g + k];
        for (int round = 0; round < 8; round++) {
            for (int k = round % 2; k < 7; k += 2) {
                float a = buf[8 * t + k], b = buf[8 * t + k + 1];
                buf[8 * t + k] = fminf(a, b);
                buf[8 * t + k + 1] = fmaxf(a, b);
            }
        }
        for (int k = 0; k < 8; k++)
            out[8 * g + k] = buf[8 * t + k];
    }
}
