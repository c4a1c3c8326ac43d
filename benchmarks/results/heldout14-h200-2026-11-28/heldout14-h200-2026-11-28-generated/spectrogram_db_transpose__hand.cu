extern "C" __global__ void spectrogram_db_transpose_hand(const float* __restrict__ power, float* __restrict__ db_t, int frames, int bins) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrogram_db_transpose_hand.cu"
    __shared__ float tile[32][33];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrogram_db_transpose_hand.cu"
    int tx = threadIdx.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrogram_db_transpose_hand.cu"
    int ty = threadIdx.y;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrogram_db_transpose_hand.cu"
    int b0 = blockIdx.x * 32;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrogram_db_transpose_hand.cu"
    int f0 = blockIdx.y * 32;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrogram_db_transpose_hand.cu"
    for (int k = ty; k < 32; k += 8) {
#line 14 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrogram_db_transpose_hand.cu"
        int f = f0 + k;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrogram_db_transpose_hand.cu"
        int b = b0 + tx;
#line 15 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrogram_db_transpose_hand.cu"
        if (f < frames && b < bins)
#line 16 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrogram_db_transpose_hand.cu"
            tile[k][tx] = 10.0f * log10f(power[(unsigned long long)f * bins + b] + 1e-10f);
    }
#line 18 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrogram_db_transpose_hand.cu"
    __syncthreads();
#line 19 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrogram_db_transpose_hand.cu"
    for (int k_1 = ty; k_1 < 32; k_1 += 8) {
#line 20 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrogram_db_transpose_hand.cu"
        int b_1 = b0 + k_1;
#line 20 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrogram_db_transpose_hand.cu"
        int f_1 = f0 + tx;
#line 21 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrogram_db_transpose_hand.cu"
        if (b_1 < bins && f_1 < frames)
#line 22 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrogram_db_transpose_hand.cu"
            db_t[(unsigned long long)b_1 * frames + f_1] = tile[tx][k_1];
    }
}
