extern "C" __global__ void plane_mix_global_acc_cf2x(const float* planes, const float* wts, float* out, int n, int k) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
        out[i_0] = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
        for (int c_0 = 0; c_0 < k; c_0++)
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
            out[i_0] += wts[c_0] * planes[c_0 * n + i_0];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
        out[i_1] = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
        for (int c_1 = 0; c_1 < k; c_1++)
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
            out[i_1] += wts[c_1] * planes[c_1 * n + i_1];
    }
}
