extern "C" __global__ void cosine_sim_rows_hand(const float* A, const float* B, float* sim, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cl"
    __shared__ float part[3][8][32];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cl"
    int lane = (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cl"
    int y = (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cl"
    int r = (unsigned long long)blockIdx.x * 8 + y;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cl"
    float dot = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cl"
    float na = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cl"
    float nb = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cl"
    if (r < rows)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cl"
        for (int c = lane; c < cols; c += 32) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cl"
            float a = A[r * cols + c];
#line 13 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cl"
            float b = B[r * cols + c];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cl"
            dot += a * b;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cl"
            na += a * a;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cl"
            nb += b * b;
        }
#line 18 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cl"
    part[0][y][lane] = dot;
#line 19 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cl"
    part[1][y][lane] = na;
#line 20 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cl"
    part[2][y][lane] = nb;
#line 21 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cl"
    __syncthreads();
#line 22 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cl"
    for (int st = 16; st > 0; st >>= 1) {
#line 23 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cl"
        if (lane < st) {
#line 24 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cl"
            part[0][y][lane] += part[0][y][lane + st];
#line 25 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cl"
            part[1][y][lane] += part[1][y][lane + st];
#line 26 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cl"
            part[2][y][lane] += part[2][y][lane + st];
        }
#line 28 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cl"
        __syncthreads();
    }
#line 30 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cl"
    if (r < rows && lane == 0)
#line 31 "/work/main/.stage/main/benchmarks/heldout10/hand/cosine_sim_rows_hand.cl"
        sim[r] = part[0][y][0] / sqrtf(part[1][y][0] * part[2][y][0] + 1e-8f);
}
