extern "C" __global__ void row_range_thread_opt(const float* A, float* spread, int rows, int cols) {
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    __shared__ float hi_part[256];
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    __shared__ float lo_part[256];
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    int r = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    if (r >= rows)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        return;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    const float* row = A + (unsigned long long)r * cols;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    float hi = row[0];
#line 13 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    float lo = row[0];
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    for (int c = 0 + (int)threadIdx.x; c < cols; c += 32)
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        if (c >= 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
            float row_v = row[c];
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
            hi = fmaxf(hi, row_v);
#line 15 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
            lo = fminf(lo, row_v);
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    hi_part[threadIdx.y * 32u + threadIdx.x] = hi;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    lo_part[threadIdx.y * 32u + threadIdx.x] = lo;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    __syncthreads();
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    if (threadIdx.x < 16u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        hi_part[threadIdx.y * 32u + threadIdx.x] = fmaxf(hi_part[threadIdx.y * 32u + threadIdx.x], hi_part[threadIdx.y * 32u + (threadIdx.x + 16u)]);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        lo_part[threadIdx.y * 32u + threadIdx.x] = fminf(lo_part[threadIdx.y * 32u + threadIdx.x], lo_part[threadIdx.y * 32u + (threadIdx.x + 16u)]);
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    __syncthreads();
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    if (threadIdx.x < 8u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        hi_part[threadIdx.y * 32u + threadIdx.x] = fmaxf(hi_part[threadIdx.y * 32u + threadIdx.x], hi_part[threadIdx.y * 32u + (threadIdx.x + 8u)]);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        lo_part[threadIdx.y * 32u + threadIdx.x] = fminf(lo_part[threadIdx.y * 32u + threadIdx.x], lo_part[threadIdx.y * 32u + (threadIdx.x + 8u)]);
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    __syncthreads();
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    if (threadIdx.x < 4u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        hi_part[threadIdx.y * 32u + threadIdx.x] = fmaxf(hi_part[threadIdx.y * 32u + threadIdx.x], hi_part[threadIdx.y * 32u + (threadIdx.x + 4u)]);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        lo_part[threadIdx.y * 32u + threadIdx.x] = fminf(lo_part[threadIdx.y * 32u + threadIdx.x], lo_part[threadIdx.y * 32u + (threadIdx.x + 4u)]);
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    __syncthreads();
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    if (threadIdx.x < 2u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        hi_part[threadIdx.y * 32u + threadIdx.x] = fmaxf(hi_part[threadIdx.y * 32u + threadIdx.x], hi_part[threadIdx.y * 32u + (threadIdx.x + 2u)]);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        lo_part[threadIdx.y * 32u + threadIdx.x] = fminf(lo_part[threadIdx.y * 32u + threadIdx.x], lo_part[threadIdx.y * 32u + (threadIdx.x + 2u)]);
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    __syncthreads();
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    if (threadIdx.x < 1u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        hi_part[threadIdx.y * 32u + threadIdx.x] = fmaxf(hi_part[threadIdx.y * 32u + threadIdx.x], hi_part[threadIdx.y * 32u + (threadIdx.x + 1u)]);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        lo_part[threadIdx.y * 32u + threadIdx.x] = fminf(lo_part[threadIdx.y * 32u + threadIdx.x], lo_part[threadIdx.y * 32u + (threadIdx.x + 1u)]);
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    __syncthreads();
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    hi = hi_part[threadIdx.y * 32u + 0u];
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    lo = lo_part[threadIdx.y * 32u + 0u];
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    __syncthreads();
#line 16 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    spread[r] = hi - lo;
}
