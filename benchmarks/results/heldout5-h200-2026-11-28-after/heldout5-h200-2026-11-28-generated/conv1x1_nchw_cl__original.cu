extern "C" __global__ void conv1x1_nchw(const float* in, const float* W, const float* bias, float* out, int Ci, int Co, int HW) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/conv1x1_nchw.cl"
    int p = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/conv1x1_nchw.cl"
    int o = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/conv1x1_nchw.cl"
    int n = (unsigned long long)blockIdx.z;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/conv1x1_nchw.cl"
    if (p < HW && o < Co) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/conv1x1_nchw.cl"
        float s = bias[o];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/conv1x1_nchw.cl"
        for (int c = 0; c < Ci; c++)
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/conv1x1_nchw.cl"
            s += W[o * Ci + c] * in[(n * Ci + c) * HW + p];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/conv1x1_nchw.cl"
        out[(n * Co + o) * HW + p] = s;
    }
}
