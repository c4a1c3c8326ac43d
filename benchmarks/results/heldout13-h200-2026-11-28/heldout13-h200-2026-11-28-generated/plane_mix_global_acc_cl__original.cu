extern "C" __global__ void plane_mix_global_acc(const float* planes, const float* wts, float* out, int n, int k) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
        out[i] = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
        for (int c = 0; c < k; c++)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
            out[i] += wts[c] * planes[c * n + i];
    }
}
