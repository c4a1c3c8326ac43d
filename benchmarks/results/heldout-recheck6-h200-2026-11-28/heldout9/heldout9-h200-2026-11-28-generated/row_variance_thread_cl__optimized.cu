extern "C" __global__ void row_variance_thread_opt(const float* A, float* var, int rows, int cols) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
    __shared__ float s_part[256];
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
    __shared__ float d2_part[256];
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
    int r = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
    if (r < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        float s = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        if (threadIdx.x != 0u)
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            s = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        for (int c = 0 + (int)threadIdx.x; c < cols; c += 32)
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            s += A[r * cols + c];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        s_part[threadIdx.y * 32u + threadIdx.x] = s;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        if (threadIdx.x < 16u)
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            s_part[threadIdx.y * 32u + threadIdx.x] += s_part[threadIdx.y * 32u + (threadIdx.x + 16u)];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        if (threadIdx.x < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            s_part[threadIdx.y * 32u + threadIdx.x] += s_part[threadIdx.y * 32u + (threadIdx.x + 8u)];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        if (threadIdx.x < 4u)
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            s_part[threadIdx.y * 32u + threadIdx.x] += s_part[threadIdx.y * 32u + (threadIdx.x + 4u)];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        if (threadIdx.x < 2u)
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            s_part[threadIdx.y * 32u + threadIdx.x] += s_part[threadIdx.y * 32u + (threadIdx.x + 2u)];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        if (threadIdx.x < 1u)
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            s_part[threadIdx.y * 32u + threadIdx.x] += s_part[threadIdx.y * 32u + (threadIdx.x + 1u)];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        s = s_part[threadIdx.y * 32u + 0u];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        __syncthreads();
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        float mean = s / cols;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        float d2 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        if (threadIdx.x != 0u)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            d2 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        for (int c_1 = 0 + (int)threadIdx.x; c_1 < cols; c_1 += 32) {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            float d = A[r * cols + c_1] - mean;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            d2 += d * d;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        d2_part[threadIdx.y * 32u + threadIdx.x] = d2;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        __syncthreads();
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        if (threadIdx.x < 16u)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            d2_part[threadIdx.y * 32u + threadIdx.x] += d2_part[threadIdx.y * 32u + (threadIdx.x + 16u)];
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        __syncthreads();
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        if (threadIdx.x < 8u)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            d2_part[threadIdx.y * 32u + threadIdx.x] += d2_part[threadIdx.y * 32u + (threadIdx.x + 8u)];
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        __syncthreads();
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        if (threadIdx.x < 4u)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            d2_part[threadIdx.y * 32u + threadIdx.x] += d2_part[threadIdx.y * 32u + (threadIdx.x + 4u)];
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        __syncthreads();
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        if (threadIdx.x < 2u)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            d2_part[threadIdx.y * 32u + threadIdx.x] += d2_part[threadIdx.y * 32u + (threadIdx.x + 2u)];
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        __syncthreads();
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        if (threadIdx.x < 1u)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            d2_part[threadIdx.y * 32u + threadIdx.x] += d2_part[threadIdx.y * 32u + (threadIdx.x + 1u)];
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        __syncthreads();
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        d2 = d2_part[threadIdx.y * 32u + 0u];
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        __syncthreads();
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        var[r] = d2 / cols;
    }
}
