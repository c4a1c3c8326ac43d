// Held-out suite 3 (frozen). Tensor layout change NCHW -> NHWC (HW = H * W pixels per
// channel): one thread per input element, read in order, written C floats from its
// neighbour's.
extern "C" __global__ void nchw_to_nhwc(const float *in, float *out, int N, int C, int HW)
{
    int g = blockIdx.x * blockDim.x + threadIdx.x;
    if (g < N * C * HW) {
        int s = g % HW;
        int t = g / HW;
        int c = t % C;
        int b = t / C;
        out[(b * HW + s) * C + c] = in[g];
    }
}
