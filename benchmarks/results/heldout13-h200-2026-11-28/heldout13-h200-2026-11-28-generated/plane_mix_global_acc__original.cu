extern "C" __global__ void plane_mix_global_acc(const float* planes, const float* wts, float* out, int n, int k) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
        out[i] = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
        for (int c = 0; c < k; c++)
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
            out[i] += wts[c] * planes[c * n + i];
    }
}
