extern "C" __global__ void gc_content_seqs_cf8x(const unsigned char* seq, int* gc, int seqs, int length) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
    int s_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
    int s_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
    int s_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
    int s_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
    int s_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
    int s_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
    int s_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
    int s_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
    if (s_0 < seqs) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
        int count_0 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
        for (int i_0 = 0; i_0 < length; i_0++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
            unsigned char c_0 = seq[(unsigned long long)s_0 * length + i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
            if (c_0 == 'G' || c_0 == 'C')
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
                count_0++;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
        gc[s_0] = count_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
    if (s_1 < seqs) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
        int count_1 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
        for (int i_1 = 0; i_1 < length; i_1++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
            unsigned char c_1 = seq[(unsigned long long)s_1 * length + i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
            if (c_1 == 'G' || c_1 == 'C')
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
                count_1++;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
        gc[s_1] = count_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
    if (s_2 < seqs) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
        int count_2 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
        for (int i_2 = 0; i_2 < length; i_2++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
            unsigned char c_2 = seq[(unsigned long long)s_2 * length + i_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
            if (c_2 == 'G' || c_2 == 'C')
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
                count_2++;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
        gc[s_2] = count_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
    if (s_3 < seqs) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
        int count_3 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
        for (int i_3 = 0; i_3 < length; i_3++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
            unsigned char c_3 = seq[(unsigned long long)s_3 * length + i_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
            if (c_3 == 'G' || c_3 == 'C')
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
                count_3++;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
        gc[s_3] = count_3;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
    if (s_4 < seqs) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
        int count_4 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
        for (int i_4 = 0; i_4 < length; i_4++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
            unsigned char c_4 = seq[(unsigned long long)s_4 * length + i_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
            if (c_4 == 'G' || c_4 == 'C')
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
                count_4++;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
        gc[s_4] = count_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
    if (s_5 < seqs) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
        int count_5 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
        for (int i_5 = 0; i_5 < length; i_5++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
            unsigned char c_5 = seq[(unsigned long long)s_5 * length + i_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
            if (c_5 == 'G' || c_5 == 'C')
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
                count_5++;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
        gc[s_5] = count_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
    if (s_6 < seqs) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
        int count_6 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
        for (int i_6 = 0; i_6 < length; i_6++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
            unsigned char c_6 = seq[(unsigned long long)s_6 * length + i_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
            if (c_6 == 'G' || c_6 == 'C')
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
                count_6++;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
        gc[s_6] = count_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
    if (s_7 < seqs) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
        int count_7 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
        for (int i_7 = 0; i_7 < length; i_7++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
            unsigned char c_7 = seq[(unsigned long long)s_7 * length + i_7];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
            if (c_7 == 'G' || c_7 == 'C')
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
                count_7++;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
        gc[s_7] = count_7;
    }
}
