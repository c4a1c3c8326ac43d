extern "C" __global__ void conv1d(const float* in, const float* w, float* out, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
        float s = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
        for (int k = -4; k <= 4; ++k) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
            int j = min(max(i + k, 0), n - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
            s += w[k + 4] * in[j];
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
        out[i] = s;
    }
}
