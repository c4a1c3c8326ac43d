extern "C" __global__ void conv1x1_nchw(const float* in, const float* W, const float* bias, float* out, int Ci, int Co, int HW) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/conv1x1_nchw.cu"
    int p = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/conv1x1_nchw.cu"
    int o = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/conv1x1_nchw.cu"
    int n = blockIdx.z;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/conv1x1_nchw.cu"
    if (p < HW && o < Co) {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/conv1x1_nchw.cu"
        float s = bias[o];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/conv1x1_nchw.cu"
        for (int c = 0; c < Ci; c++)
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/conv1x1_nchw.cu"
            s += W[o * Ci + c] * in[(n * Ci + c) * HW + p];
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/conv1x1_nchw.cu"
        out[(n * Co + o) * HW + p] = s;
    }
}
