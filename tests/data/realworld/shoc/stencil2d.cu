// CUDAStencilKernel.cu: 9-point 2D stencil with halo in dynamic shared memory (SHOC style)
#include <cuda.h>

#define LROWS (blockDim.y)
#define LCOLS (blockDim.x)

// Macros to simplify indexing into the shared memory
#define SHIDX(r, c) ((r) * (LCOLS + 2) + (c))

template<class T>
__device__ T& GetGlobal( T* data, int nCols, int r, int c )
{
    return data[r * nCols + c];
}

template <class T>
__global__ void
StencilKernel( T* data, T* newData, int alignment, T wCenter, T wCardinal, T wDiagonal )
{
    // we want to use dynamically-allocated shared memory; an
    // extern __shared__ array of T is not allowed in a template,
    // so the raw bytes are cast.
    extern __shared__ __align__(sizeof(double)) unsigned char shbytes[];
    T* sh = reinterpret_cast<T*>(shbytes);

    int gRow = blockIdx.x * LROWS + threadIdx.y;
    int gCol = blockIdx.y * LCOLS + threadIdx.x;
    int nCols = gridDim.y * LCOLS + 2 + alignment;
    int lRow = threadIdx.y + 1;
    int lCol = threadIdx.x + 1;

    sh[SHIDX(lRow, lCol)] = GetGlobal(data, nCols, gRow + 1, gCol + 1);
    if (threadIdx.y == 0) {
        sh[SHIDX(0, lCol)] = GetGlobal(data, nCols, gRow, gCol + 1);
        sh[SHIDX(LROWS + 1, lCol)] = GetGlobal(data, nCols, gRow + LROWS + 1, gCol + 1);
    }
    if (threadIdx.x == 0) {
        sh[SHIDX(lRow, 0)] = GetGlobal(data, nCols, gRow + 1, gCol);
        sh[SHIDX(lRow, LCOLS + 1)] = GetGlobal(data, nCols, gRow + 1, gCol + LCOLS + 1);
    }
    if (threadIdx.x == 0 && threadIdx.y == 0) {
        sh[SHIDX(0, 0)] = GetGlobal(data, nCols, gRow, gCol);
        sh[SHIDX(0, LCOLS + 1)] = GetGlobal(data, nCols, gRow, gCol + LCOLS + 1);
        sh[SHIDX(LROWS + 1, 0)] = GetGlobal(data, nCols, gRow + LROWS + 1, gCol);
        sh[SHIDX(LROWS + 1, LCOLS + 1)] = GetGlobal(data, nCols, gRow + LROWS + 1, gCol + LCOLS + 1);
    }
    __syncthreads();

    T center = sh[SHIDX(lRow, lCol)];
    T cardinal = sh[SHIDX(lRow - 1, lCol)] + sh[SHIDX(lRow + 1, lCol)] +
                 sh[SHIDX(lRow, lCol - 1)] + sh[SHIDX(lRow, lCol + 1)];
    T diagonal = sh[SHIDX(lRow - 1, lCol - 1)] + sh[SHIDX(lRow - 1, lCol + 1)] +
                 sh[SHIDX(lRow + 1, lCol - 1)] + sh[SHIDX(lRow + 1, lCol + 1)];

    GetGlobal(newData, nCols, gRow + 1, gCol + 1) =
        wCenter * center + wCardinal * cardinal + wDiagonal * diagonal;
}

template __global__ void StencilKernel<float>(float *, float *, int, float, float, float);
