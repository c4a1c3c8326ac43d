extern "C" __global__ void row_absmax_scale_hand(const float* A, float* scale, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/hand/row_absmax_scale_hand.cu"
    int lane = threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/hand/row_absmax_scale_hand.cu"
    int r = blockIdx.x * 8 + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/hand/row_absmax_scale_hand.cu"
    float m = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/hand/row_absmax_scale_hand.cu"
    if (r < rows)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/hand/row_absmax_scale_hand.cu"
        for (int c = lane; c < cols; c += 32)
#line 12 "/work/main/.stage/main/benchmarks/heldout8/hand/row_absmax_scale_hand.cu"
            m = fmaxf(m, fabsf(A[r * cols + c]));
#line 13 "/work/main/.stage/main/benchmarks/heldout8/hand/row_absmax_scale_hand.cu"
    for (int off = 16; off > 0; off >>= 1)
#line 14 "/work/main/.stage/main/benchmarks/heldout8/hand/row_absmax_scale_hand.cu"
        m = fmaxf(m, __shfl_xor_sync(4294967295u, m, off));
#line 15 "/work/main/.stage/main/benchmarks/heldout8/hand/row_absmax_scale_hand.cu"
    if (r < rows && lane == 0)
#line 16 "/work/main/.stage/main/benchmarks/heldout8/hand/row_absmax_scale_hand.cu"
        scale[r] = m / 127.0f;
}
