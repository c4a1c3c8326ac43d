extern "C" __global__ void argmax_rows_opt(const float* A, float* vmax, int* imax, int rows, int cols) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
    float best_other;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
    int bi_other;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
    int r = blockIdx.x * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
    if (r < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
        float best = A[r * cols];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
        int bi = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
        if (threadIdx.x != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
            best = __int_as_float(-8388608);
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
            bi = 2147483647;
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
        for (int c = 0 + (int)threadIdx.x; c < cols; c += 32)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
            if (c >= 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
                float v = A[r * cols + c];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
                if (v > best) {
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
                    best = v;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
                    bi = c;
                }
            }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
        best_other = __shfl_xor_sync(4294967295u, best, 16);
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
        bi_other = __shfl_xor_sync(4294967295u, bi, 16);
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
        if (best_other > best || (best_other == best && bi_other < bi) || best_other != best_other) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
            best = best_other;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
            bi = bi_other;
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
        best_other = __shfl_xor_sync(4294967295u, best, 8);
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
        bi_other = __shfl_xor_sync(4294967295u, bi, 8);
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
        if (best_other > best || (best_other == best && bi_other < bi) || best_other != best_other) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
            best = best_other;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
            bi = bi_other;
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
        best_other = __shfl_xor_sync(4294967295u, best, 4);
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
        bi_other = __shfl_xor_sync(4294967295u, bi, 4);
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
        if (best_other > best || (best_other == best && bi_other < bi) || best_other != best_other) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
            best = best_other;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
            bi = bi_other;
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
        best_other = __shfl_xor_sync(4294967295u, best, 2);
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
        bi_other = __shfl_xor_sync(4294967295u, bi, 2);
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
        if (best_other > best || (best_other == best && bi_other < bi) || best_other != best_other) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
            best = best_other;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
            bi = bi_other;
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
        best_other = __shfl_xor_sync(4294967295u, best, 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
        bi_other = __shfl_xor_sync(4294967295u, bi, 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
        if (best_other > best || (best_other == best && bi_other < bi) || best_other != best_other) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
            best = best_other;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
            bi = bi_other;
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
        vmax[r] = best;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
        imax[r] = bi;
    }
}
