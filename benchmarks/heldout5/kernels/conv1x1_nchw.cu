// Held-out suite 5 (frozen). A pointwise (1 x 1) convolution of an NCHW batch with bias:
// out[n][o][p] = bias[o] + sum_c W[o][c] in[n][c][p], HW pixels a plane. One thread per
// output (x: pixel, y: output channel, z: image), walking the input channels.
extern "C" __global__ void conv1x1_nchw(const float *in, const float *W, const float *bias,
                                        float *out, int Ci, int Co, int HW)
{
    int p = blockIdx.x * blockDim.x + threadIdx.x;
    int o = blockIdx.y * blockDim.y + threadIdx.y;
    int n = blockIdx.z;
    if (p < HW && o < Co) {
        float s = bias[o];
        for (int c = 0; c < Ci; c++)
            s += W[o * Ci + c] * in[(n * Ci + c) * HW + p];
        out[(n * Co + o) * HW + p] = s;
    }
}
