extern "C" __global__ void spectrogram_db_transpose_hand(const float* __restrict__ power, float* __restrict__ db_t, int frames, int bins) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrogram_db_transpose_hand.cl"
    __shared__ float tile[32][33];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrogram_db_transpose_hand.cl"
    int tx = (unsigned long long)threadIdx.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrogram_db_transpose_hand.cl"
    int ty = (unsigned long long)threadIdx.y;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrogram_db_transpose_hand.cl"
    int b0 = (unsigned long long)blockIdx.x * 32;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrogram_db_transpose_hand.cl"
    int f0 = (unsigned long long)blockIdx.y * 32;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrogram_db_transpose_hand.cl"
    for (int k = ty; k < 32; k += 8) {
#line 14 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrogram_db_transpose_hand.cl"
        int f = f0 + k;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrogram_db_transpose_hand.cl"
        int b = b0 + tx;
#line 15 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrogram_db_transpose_hand.cl"
        if (f < frames && b < bins)
#line 16 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrogram_db_transpose_hand.cl"
            tile[k][tx] = 10.0f * log10f(power[(unsigned long long)f * bins + b] + 1e-10f);
    }
#line 18 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrogram_db_transpose_hand.cl"
    __syncthreads();
#line 19 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrogram_db_transpose_hand.cl"
    for (int k_1 = ty; k_1 < 32; k_1 += 8) {
#line 20 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrogram_db_transpose_hand.cl"
        int b_1 = b0 + k_1;
#line 20 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrogram_db_transpose_hand.cl"
        int f_1 = f0 + tx;
#line 21 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrogram_db_transpose_hand.cl"
        if (b_1 < bins && f_1 < frames)
#line 22 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrogram_db_transpose_hand.cl"
            db_t[(unsigned long long)b_1 * frames + f_1] = tile[tx][k_1];
    }
}
