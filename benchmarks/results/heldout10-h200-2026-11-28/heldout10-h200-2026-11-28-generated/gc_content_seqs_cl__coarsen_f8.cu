extern "C" __global__ void gc_content_seqs_cf8x(const unsigned char* seq, int* gc, int seqs, int length) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
    int s_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
    int s_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
    int s_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
    int s_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
    int s_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
    int s_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
    int s_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
    int s_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
    if (s_0 < seqs) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        int count_0 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        for (int i_0 = 0; i_0 < length; i_0++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
            unsigned char c_0 = seq[(unsigned long long)s_0 * length + i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
            if (c_0 == 71 || c_0 == 67)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
                count_0++;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        gc[s_0] = count_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
    if (s_1 < seqs) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        int count_1 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        for (int i_1 = 0; i_1 < length; i_1++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
            unsigned char c_1 = seq[(unsigned long long)s_1 * length + i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
            if (c_1 == 71 || c_1 == 67)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
                count_1++;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        gc[s_1] = count_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
    if (s_2 < seqs) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        int count_2 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        for (int i_2 = 0; i_2 < length; i_2++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
            unsigned char c_2 = seq[(unsigned long long)s_2 * length + i_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
            if (c_2 == 71 || c_2 == 67)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
                count_2++;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        gc[s_2] = count_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
    if (s_3 < seqs) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        int count_3 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        for (int i_3 = 0; i_3 < length; i_3++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
            unsigned char c_3 = seq[(unsigned long long)s_3 * length + i_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
            if (c_3 == 71 || c_3 == 67)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
                count_3++;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        gc[s_3] = count_3;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
    if (s_4 < seqs) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        int count_4 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        for (int i_4 = 0; i_4 < length; i_4++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
            unsigned char c_4 = seq[(unsigned long long)s_4 * length + i_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
            if (c_4 == 71 || c_4 == 67)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
                count_4++;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        gc[s_4] = count_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
    if (s_5 < seqs) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        int count_5 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        for (int i_5 = 0; i_5 < length; i_5++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
            unsigned char c_5 = seq[(unsigned long long)s_5 * length + i_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
            if (c_5 == 71 || c_5 == 67)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
                count_5++;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        gc[s_5] = count_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
    if (s_6 < seqs) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        int count_6 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        for (int i_6 = 0; i_6 < length; i_6++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
            unsigned char c_6 = seq[(unsigned long long)s_6 * length + i_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
            if (c_6 == 71 || c_6 == 67)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
                count_6++;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        gc[s_6] = count_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
    if (s_7 < seqs) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        int count_7 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        for (int i_7 = 0; i_7 < length; i_7++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
            unsigned char c_7 = seq[(unsigned long long)s_7 * length + i_7];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
            if (c_7 == 71 || c_7 == 67)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
                count_7++;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        gc[s_7] = count_7;
    }
}
