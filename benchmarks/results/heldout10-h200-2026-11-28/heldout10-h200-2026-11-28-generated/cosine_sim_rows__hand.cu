__device__ float lanes_total(float v) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cu"
    for (int off = 16; off > 0; off >>= 1)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cu"
        v += __shfl_xor_sync(4294967295u, v, off);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cu"
    return v;
}

extern "C" __global__ void cosine_sim_rows_hand(const float* A, const float* B, float* sim, int rows, int cols) {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cu"
    int lane = threadIdx.x;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cu"
    int r = blockIdx.x * 8 + threadIdx.y;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cu"
    float dot = 0.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cu"
    float na = 0.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cu"
    float nb = 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cu"
    if (r < rows) {
#line 18 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cu"
        const float* a = A + (unsigned long long)r * cols;
#line 19 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cu"
        const float* b = B + (unsigned long long)r * cols;
#line 20 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cu"
        for (int c = lane; c < cols; c += 32) {
#line 21 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cu"
            float x = a[c];
#line 21 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cu"
            float y = b[c];
#line 22 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cu"
            dot += x * y;
#line 23 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cu"
            na += x * x;
#line 24 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cu"
            nb += y * y;
        }
    }
#line 27 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cu"
    dot = lanes_total(dot);
#line 28 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cu"
    na = lanes_total(na);
#line 29 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cu"
    nb = lanes_total(nb);
#line 30 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cu"
    if (r < rows && lane == 0)
#line 31 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cu"
        sim[r] = dot / sqrtf(na * nb + 1e-8f);
}
