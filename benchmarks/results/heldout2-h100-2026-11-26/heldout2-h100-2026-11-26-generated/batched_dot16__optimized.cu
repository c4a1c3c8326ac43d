extern "C" __global__ void batched_dot16_opt(const float* x, const float* y, float* out, int batch) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
    int b = blockIdx.x * blockDim.y + threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
    if (b < batch) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
        float s = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
        if (threadIdx.x != 0u)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
            s = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
        for (int k = 0 + (int)threadIdx.x; k < 16; k += 32)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
            s += x[b * 16 + k] * y[b * 16 + k];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
        s += __shfl_xor_sync(4294967295u, s, 16);
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
        s += __shfl_xor_sync(4294967295u, s, 8);
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
        s += __shfl_xor_sync(4294967295u, s, 4);
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
        s += __shfl_xor_sync(4294967295u, s, 2);
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
        s += __shfl_xor_sync(4294967295u, s, 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
        out[b] = s;
    }
}
