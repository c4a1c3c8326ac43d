// Matrix addition C = A + B, int32 and int8, in a coalesced and an uncoalesced form.
//
// Coalesced: a 2D grid of 2D blocks; consecutive lanes of a warp touch consecutive
// columns of one row, so a warp reads 32 consecutive elements.
// Uncoalesced: a 1D launch where the element index is threadIdx.x * gridDim.x + blockIdx.x,
// so consecutive lanes are gridDim.x elements apart (one sector per lane once
// gridDim.x * sizeof(T) >= 32 bytes).

extern "C" __global__ void mat_add_coalesced_int(const int *__restrict__ A,
                                                 const int *__restrict__ B,
                                                 int *__restrict__ C,
                                                 int rows, int cols)
{
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    if (row < rows && col < cols) {
        int idx = row * cols + col;
        C[idx] = A[idx] + B[idx];
    }
}

extern "C" __global__ void mat_add_uncoalesced_int(const int *__restrict__ A,
                                                   const int *__restrict__ B,
                                                   int *__restrict__ C,
                                                   int n)
{
    int idx = threadIdx.x * gridDim.x + blockIdx.x;
    if (idx < n)
        C[idx] = A[idx] + B[idx];
}

extern "C" __global__ void mat_add_coalesced_char(const char *__restrict__ A,
                                                  const char *__restrict__ B,
                                                  char *__restrict__ C,
                                                  int rows, int cols)
{
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    if (row < rows && col < cols) {
        int idx = row * cols + col;
        C[idx] = A[idx] + B[idx];   // promoted to int, truncated back to char
    }
}

extern "C" __global__ void mat_add_uncoalesced_char(const char *__restrict__ A,
                                                    const char *__restrict__ B,
                                                    char *__restrict__ C,
                                                    int n)
{
    int idx = threadIdx.x * gridDim.x + blockIdx.x;
    if (idx < n)
        C[idx] = (char)(A[idx] + B[idx]);
}
