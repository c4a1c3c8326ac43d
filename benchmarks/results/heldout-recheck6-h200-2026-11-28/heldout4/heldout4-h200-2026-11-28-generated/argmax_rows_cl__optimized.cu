extern "C" __global__ void argmax_rows_opt(const float* A, float* vmax, int* imax, int rows, int cols) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
    float best_other;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
    int bi_other;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
    __shared__ float best_part[64];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
    __shared__ int bi_part[64];
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
    int r = (unsigned long long)blockIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
    if (r < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        float best = A[r * cols];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        int bi = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        if (threadIdx.x != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            best = __int_as_float(-8388608);
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            bi = 2147483647;
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        for (int c = 0 + (int)threadIdx.x; c < cols; c += 64)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            if (c >= 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
                float v = A[r * cols + c];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
                if (v > best) {
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
                    best = v;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
                    bi = c;
                }
            }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        best_part[threadIdx.x] = best;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        bi_part[threadIdx.x] = bi;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        if (threadIdx.x < 32u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            best_other = best_part[threadIdx.x + 32u];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            bi_other = bi_part[threadIdx.x + 32u];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            if (best_other > best || (best_other == best && bi_other < bi) || best_other != best_other) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
                best = best_other;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
                bi = bi_other;
            }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            best_part[threadIdx.x] = best;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            bi_part[threadIdx.x] = bi;
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        if (threadIdx.x < 16u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            best_other = best_part[threadIdx.x + 16u];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            bi_other = bi_part[threadIdx.x + 16u];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            if (best_other > best || (best_other == best && bi_other < bi) || best_other != best_other) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
                best = best_other;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
                bi = bi_other;
            }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            best_part[threadIdx.x] = best;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            bi_part[threadIdx.x] = bi;
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        if (threadIdx.x < 8u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            best_other = best_part[threadIdx.x + 8u];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            bi_other = bi_part[threadIdx.x + 8u];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            if (best_other > best || (best_other == best && bi_other < bi) || best_other != best_other) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
                best = best_other;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
                bi = bi_other;
            }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            best_part[threadIdx.x] = best;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            bi_part[threadIdx.x] = bi;
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        if (threadIdx.x < 4u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            best_other = best_part[threadIdx.x + 4u];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            bi_other = bi_part[threadIdx.x + 4u];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            if (best_other > best || (best_other == best && bi_other < bi) || best_other != best_other) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
                best = best_other;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
                bi = bi_other;
            }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            best_part[threadIdx.x] = best;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            bi_part[threadIdx.x] = bi;
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        if (threadIdx.x < 2u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            best_other = best_part[threadIdx.x + 2u];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            bi_other = bi_part[threadIdx.x + 2u];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            if (best_other > best || (best_other == best && bi_other < bi) || best_other != best_other) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
                best = best_other;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
                bi = bi_other;
            }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            best_part[threadIdx.x] = best;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            bi_part[threadIdx.x] = bi;
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        if (threadIdx.x < 1u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            best_other = best_part[threadIdx.x + 1u];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            bi_other = bi_part[threadIdx.x + 1u];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            if (best_other > best || (best_other == best && bi_other < bi) || best_other != best_other) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
                best = best_other;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
                bi = bi_other;
            }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            best_part[threadIdx.x] = best;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            bi_part[threadIdx.x] = bi;
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        best = best_part[0u];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        bi = bi_part[0u];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        __syncthreads();
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        vmax[r] = best;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        imax[r] = bi;
    }
}
